import { apiServer, type RouteHandlers } from '@ringbook/web-shared/testing/api-server.ts';
import { portalServer } from '../../../testing/owner';
import type { NumberTexting, Registration, SavedDetails } from '../api/get-registration';
import type { Submission } from '../api/submit-registration';

/** What the salon's profile says: its name and address, to start the form with. */
export const suggested: Registration['suggested'] = {
  legalName: 'Bella Salon',
  street: '12 Main St',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
};

/** Details as the server keeps them once sent: the phone in E.164, the website with its scheme, the EIN's last four. */
export const sentDetails: SavedDetails = {
  legalName: 'Bella Salon LLC',
  businessType: 'llc',
  website: 'https://bellasalon.test',
  street: '12 Main St',
  streetSecondary: 'Suite 4',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  contactFirstName: 'Ana',
  contactLastName: 'Salon',
  contactEmail: 'ana@salon.test',
  contactPhone: '+15125550134',
  contactTitle: 'Owner',
  contactPosition: 'ceo',
  einLastFour: '6789',
};

export const number = (texting: NumberTexting['texting'], over: Partial<NumberTexting> = {}): NumberTexting => ({
  locationId: 'bella',
  locationName: 'Bella Salon',
  phoneNumber: '(512) 555-0111',
  tollFree: false,
  texting,
  problem: '',
  ...over,
});

export const registration = (over: Partial<Registration> = {}): Registration => ({
  status: 'none',
  stage: '',
  reason: '',
  submittedAt: null,
  approvedAt: null,
  details: null,
  suggested,
  numbers: [number('pending')],
  ...over,
});

export const SUBMITTED_AT = '2026-11-20T15:00:00+00:00';

/** The registration in review, as the server answers a submission. */
const inReview = (current: Registration, { ein, ...details }: Submission): Registration => ({
  ...current,
  status: 'in_review',
  stage: 'business',
  reason: '',
  submittedAt: SUBMITTED_AT,
  details: {
    ...details,
    streetSecondary: details.streetSecondary ?? '',
    einLastFour: ein.replace(/\D/g, '').slice(-4),
  },
});

/**
 * The Settings page's server with the salon's texting registration `saved`: a submission is answered with it in
 * review; `routes` answer over those. Returns the requests it answered.
 */
export function textingServer(saved: Registration = registration(), routes: RouteHandlers = {}) {
  let current = saved;
  portalServer();
  apiServer({
    // The page's other card that reads something portalServer does not answer.
    'GET /api/receptionist/recordings/retention': () => ({ body: { days: 90 } }),
    'GET /api/receptionist/texting/registration': () => ({ body: current }),
    'PUT /api/receptionist/texting/registration': ({ body }) => {
      current = inReview(current, body);
      return { body: current };
    },
  });
  return apiServer(routes);
}
