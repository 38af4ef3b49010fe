import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { LocationService } from '../lib/api/locations';
import { menuRowsOf, menuSchema, type MenuValues } from '../lib/location-menu';
import { useLiveErrors } from './use-live-errors';

/** A location's menu as the Locations and Services pages edit it: a row per service of the catalogue, its
 * messages following every change once saved. */
export function useLocationMenuForm(services: readonly LocationService[]) {
  const form = useForm<MenuValues>({
    resolver: zodResolver(menuSchema),
    defaultValues: menuRowsOf(services),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  useLiveErrors(form);
  return form;
}
