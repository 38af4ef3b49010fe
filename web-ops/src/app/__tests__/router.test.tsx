import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';

describe('web-ops routes', () => {
  it.each(['/admin', '/admin/old', '/superadmin'])(
    'shows the admin authentication card at %s',
    async (path) => {
      renderRoute(path);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Admin Authentication' }),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Admin token')).toHaveAttribute('type', 'password');
      expect(screen.getByRole('button', { name: 'Access Dashboard' })).toHaveAttribute(
        'type',
        'submit',
      );
      await waitFor(() => expect(document.title).toBe('Ringbook — Admin sign-in'));
    },
  );
});
