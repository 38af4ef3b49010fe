import { apiRequest, toast } from '@ringbook/web-shared';
import { useMutation } from '@tanstack/react-query';
import { publicSitePaths } from '../../config/paths';
import { leavePortal } from '../leave-portal';

export const logout = async (): Promise<void> => {
  await apiRequest('POST', '/api/auth/logout');
};

export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      toast({ title: 'Logged out' });
      leavePortal(publicSitePaths.login);
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to logout', variant: 'destructive' });
    },
  });
}
