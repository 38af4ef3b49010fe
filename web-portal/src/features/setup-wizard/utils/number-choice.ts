import type { ReceptionistStatus } from '../../../lib/api/receptionist-status';
import { areaCodeOf } from './status';

const TOLL_FREE = new Set(['800', '833', '844', '855', '866', '877', '888']);

/** Whether the live receptionist's number is not in `areaCode` ('' or a toll-free code: toll-free). */
export function numberChoiceOffered(status: ReceptionistStatus, areaCode: string): boolean {
  if (status.status !== 'ready' || !status.phoneNumber || status.replacingNumber) return false;
  const wanted = areaCode.trim();
  const current = areaCodeOf(status.phoneNumber);
  if (!wanted || TOLL_FREE.has(wanted)) return !TOLL_FREE.has(current);
  return wanted !== current;
}
