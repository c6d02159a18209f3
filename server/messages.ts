/** User-facing messages shared with the site's forms; keep these strings identical to the site's. */
export const applicationMessages = {
  jobRequired: 'Job is required',
  jobNotFound: 'Job not found',
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Full name must be 200 characters or fewer',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone is required',
  phoneTooLong: 'Phone must be 40 characters or fewer',
  commentsTooLong: 'Comments must be 5000 characters or fewer',
  resumeRequired: 'Resume is required',
  resumeEmpty: 'Resume file is empty',
  resumeType: 'Resume must be a PDF, DOC or DOCX file',
  resumeTooLarge: 'Resume must be 5MB or smaller',
  resumeArchiveTooBig: 'Resume could not be accepted: this DOCX unpacks to far more than a CV needs. Please send it as a PDF.',
} as const

export const referralMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be 200 characters or fewer',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  alreadyReferred: 'This friend has already been referred',
  expectedObject: 'Send a JSON object with name and email',
} as const

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
  badPath: 'Bad request path',
} as const

export const paymentMessages = {
  planRequired: 'plan_id is required',
  planNotFound: 'Plan not found',
  orderNotFound: 'Order not found',
  orderPlanMismatch: 'Order does not belong to this plan',
  invalidSignature: 'Invalid payment signature',
  verificationFieldsRequired: 'razorpay_payment_id, razorpay_order_id, razorpay_signature and plan_id are required',
  providerUnavailable: 'Payment provider unavailable, try again later',
  webhookNotConfigured: 'Webhook not configured',
  webhookBadSignature: 'Invalid webhook signature',
  webhookMalformed: 'Malformed webhook payload',
  paymentsUnavailable: 'Online payment is not available right now',
  sandboxOnly: 'Sandbox payments are disabled while real Razorpay keys are configured',
} as const
