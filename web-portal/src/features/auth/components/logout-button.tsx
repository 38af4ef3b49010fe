import { Button } from '@ringbook/web-shared';
import { LogOut } from 'lucide-react';
import { useLogout } from '../../../lib/api/logout';

export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
      <LogOut aria-hidden="true" />
      Logout
    </Button>
  );
}
