export const contactDetails = {
  helloEmail: 'hello@ringbook.app',
  supportEmail: 'support@ringbook.app',
  salesPhone: '(888) 555-0142',
  salesPhoneHref: 'tel:+18885550142',
} as const;
