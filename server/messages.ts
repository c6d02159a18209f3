// The forms' messages live with their payload's schema, shared with the site.
export { applicationMessages } from '../src/contracts/application.ts'
export { referralMessages } from '../src/contracts/referral.ts'

/** Short answers for requests that are wrong as a whole (not one field). */
export const requestMessages = {
  malformedJson: 'Malformed JSON',
  expectedJson: 'Content-Type must be application/json',
  expectedMultipart: 'Content-Type must be multipart/form-data',
  malformedForm: 'Malformed form data',
  bodyTooLarge: 'Request body too large',
  tooManyRequests: 'Too many requests, try again later',
  originNotAllowed: 'Origin not allowed',
  notFound: 'Not found',
  internalError: 'Internal server error',
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  badPath: 'Bad request path',
} as const

export const paymentMessages = {
  planRequired: 'plan_id is required',
  planNotFound: 'Plan not found',
  orderNotFound: 'Order not found',
  orderPlanMismatch: 'Order does not belong to this plan',
  orderRefunded: 'This order has been refunded: its plan is no longer active.',
  invalidSignature: 'Invalid payment signature',
  verificationFieldsRequired: 'razorpay_payment_id, razorpay_order_id, razorpay_signature and plan_id are required',
  providerUnavailable: 'Payment provider unavailable, try again later',
  webhookNotConfigured: 'Webhook not configured',
  webhookBadSignature: 'Invalid webhook signature',
  webhookMalformed: 'Malformed webhook payload',
  paymentsUnavailable: 'Online payment is not available right now',
  sandboxOnly: 'Sandbox payments are disabled while real Razorpay keys are configured',
} as const
