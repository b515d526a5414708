/**
 * Every error code the service answers with, its HTTP status and a default reason, in one
 * catalogue. Handlers throw `errors.QUOTE_EXPIRED()` (optionally with a more precise reason
 * and details) instead of writing a status and a string inline.
 */
const catalogue = {
  // 400
  INVALID_INPUT: [400, 'The request is not valid'],
  END_USER_TERMS_VERSION_NOT_FOUND: [400, 'That terms version is not supported for this agreement'],
  MISSING_MANDATORY_USER_INFO: [400, 'Required customer information is missing'],
  INVITATION_ALREADY_CLAIMED: [400, 'The invitation has already been claimed; create another with POST /invitations'],
  INVITATIONS_NOT_CONFIGURED: [400, 'Invitations are not configured for this platform'],
  INVITATION_CANCELLED: [400, 'The invitation was cancelled; create another with POST /invitations'],
  INVALID_UMA_ADDRESS: [400, 'The UMA address is not well formed'],
  QUOTE_REQUEST_FAILED: [400, 'The quote could not be produced; retry'],
  INVALID_PAYREQ_RESPONSE: [400, 'The counterparty pay-request response is invalid'],
  INVALID_RECEIVER: [400, 'The receiver is invalid'],
  PARSE_PAYREQ_RESPONSE_ERROR: [400, 'The counterparty pay-request response could not be parsed'],
  CERT_CHAIN_INVALID: [400, 'The counterparty certificate chain is invalid'],
  CERT_CHAIN_EXPIRED: [400, 'The counterparty certificate chain has expired'],
  INVALID_PUBKEY_FORMAT: [400, 'The counterparty public key is malformed'],
  MISSING_REQUIRED_UMA_PARAMETERS: [400, 'Required UMA parameters are missing'],
  SENDER_NOT_ACCEPTED: [400, 'The receiver does not accept this sender'],
  AMOUNT_OUT_OF_RANGE: [400, 'The amount is outside the allowed range'],
  INVALID_CURRENCY: [400, 'The currency is not supported here'],
  INVALID_TIMESTAMP: [400, 'The timestamp is invalid'],
  INVALID_NONCE: [400, 'The nonce is invalid'],
  INVALID_REQUEST_FORMAT: [400, 'The request format is invalid'],
  INVALID_BANK_ACCOUNT: [400, 'The bank account is invalid'],
  SELF_PAYMENT: [400, 'Paying yourself is not allowed; send to an account other than the source'],
  LOOKUP_REQUEST_FAILED: [400, 'The receiver lookup failed'],
  PARSE_LNURLP_RESPONSE_ERROR: [400, 'The LNURLp response could not be parsed'],
  INVALID_AMOUNT: [400, 'The amount is invalid'],
  WEBHOOK_ENDPOINT_NOT_SET: [400, 'No webhook endpoint is configured'],
  WEBHOOK_DELIVERY_ERROR: [400, 'The webhook endpoint did not accept the delivery'],
  LOW_QUALITY: [400, 'The document quality is too low'],
  DATA_MISMATCH: [400, 'The document does not match the submitted information'],
  EXPIRED: [400, 'The document has expired'],
  SUSPECTED_FRAUD: [400, 'The document is suspected to be forged'],
  UNSUITABLE_DOCUMENT: [400, 'This document type is not accepted'],
  INCOMPLETE: [400, 'The document is missing pages or sides'],
  EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS: [400, 'The account already has an EMAIL_OTP credential'],
  SMS_OTP_CREDENTIAL_ALREADY_EXISTS: [400, 'The account already has an SMS_OTP credential'],
  PASSKEY_CREDENTIAL_ALREADY_EXISTS: [400, 'This passkey is already registered'],
  STABLECOIN_PROVIDER_ACCOUNT_INVALID: [400, 'The stablecoin provider account link is unusable'],
  STABLECOIN_PROVIDER_ACCOUNT_REVOKED: [400, 'The stablecoin provider account link was revoked'],
  STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED: [400, 'Several provider accounts are linked; pass stablecoinProviderAccountId'],
  CARDHOLDER_KYC_NOT_APPROVED: [400, 'The cardholder has not passed KYC'],
  FUNDING_SOURCE_INELIGIBLE: [400, "A funding source cannot fund this card: send internal account ids of the cardholder's, ACTIVE, all in one card-eligible currency"],
  TRANSACTION_SIZE_LIMIT_EXCEEDED: [400, 'The amount is above the single-transaction maximum'],
  EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED: [400, 'The destination account ownership must be verified first: POST /customers/external-accounts/{externalAccountId}/challenge, then …/verify with the signed message'],
  INSUFFICIENT_FUNDS: [400, "The source account's available balance is below the amount to debit; send less, or fund the account first (in the sandbox: POST /sandbox/internal-accounts/{accountId}/fund)"],
  QUOTE_EXPIRED: [400, 'The quote has expired; request a new one with POST /quotes and execute it before its expiresAt'],
  QUOTE_RATE_UNAVAILABLE: [400, 'No rate is available for this corridor now'],
  STABLECOIN_AMOUNT_NOT_REPRESENTABLE: [400, 'The amount exceeds the token precision'],
  STABLECOIN_BURN_SOURCE_NOT_SUPPORTED: [400, 'This burn source cannot be used'],
  STABLECOIN_EXTERNAL_ACCOUNT_LINK_FAILED: [400, 'Linking the external account failed'],
  STABLECOIN_EXTERNAL_ACCOUNT_LINK_METHOD_REQUIRED: [400, 'A link method is required'],
  STABLECOIN_EXTERNAL_ACCOUNT_NOT_LINKED: [400, 'The external account is not linked'],
  STABLECOIN_EXTERNAL_ACCOUNT_NOT_SUPPORTED: [400, 'The external account is not supported'],
  STABLECOIN_EXTERNAL_ACCOUNT_PROVIDER_LINK_FAILED: [400, 'The provider could not link the external account'],
  STABLECOIN_EXTERNAL_ACCOUNT_PROVIDER_LINK_REQUIRED: [400, 'The external account must be linked at the provider'],
  STABLECOIN_SERVICE_OPERATIONS_NOT_ENABLED: [400, 'The stablecoin is not enabled for service operations'],
  STABLECOIN_NOT_PROVISIONED: [400, 'The stablecoin is not provisioned'],
  STABLECOIN_OPERATION_NOT_SUPPORTED: [400, 'The operation is not supported for this stablecoin'],
  STABLECOIN_PROVIDER_ERROR: [400, 'The stablecoin issuer reported an error'],
  STABLECOIN_PROVIDER_SOURCE_NOT_LINKED: [400, 'The provider source is not linked'],
  STABLECOIN_VERIFICATION_FAILED: [400, 'The stablecoin verification failed'],
  // 401
  UNAUTHORIZED: [401, 'Missing or invalid API credentials'],
  INVALID_SIGNATURE: [401, 'The signature header is invalid'],
  WALLET_SIGNATURE_MISSING: [401, 'The Service-Wallet-Signature header is required on the signed retry: send the stamp over the payloadToSign of the 202 challenge, with its Request-Id'],
  WALLET_SIGNATURE_MALFORMED: [401, 'The Service-Wallet-Signature header cannot be parsed'],
  WALLET_SIGNATURE_BODY_MISMATCH: [401, 'The signature was computed over a different body'],
  WALLET_SIGNATURE_INVALID: [401, 'The wallet signature did not verify; sign the exact payloadToSign of the 202 challenge with the session signing key'],
  REQUEST_ID_MISSING: [401, 'The Request-Id header is required on the signed retry: send the requestId of the 202 challenge'],
  // 403
  FORBIDDEN: [403, 'The API token lacks the permission this operation needs'],
  END_USER_TERMS_NOT_ACCEPTED: [403, 'The customer has not accepted the end-user terms'],
  // 404
  NOT_FOUND: [404, 'Nothing with that id exists on this platform; send an id exactly as the API returned it'],
  TRANSACTION_NOT_FOUND: [404, 'No transaction with that id on this platform; send an id like Transaction:<uuid>, as GET /transactions lists it'],
  INVITATION_NOT_FOUND: [404, 'No invitation with that code on this platform; send the code POST /invitations returned'],
  USER_NOT_FOUND: [404, 'User not found'],
  QUOTE_NOT_FOUND: [404, 'No quote with that id on this platform; send an id like Quote:<uuid>, as POST /quotes returned it'],
  LOOKUP_REQUEST_NOT_FOUND: [404, 'No receiver lookup with that id on this platform; send the lookupId a receiver lookup (GET /receiver/…) returned'],
  TOKEN_NOT_FOUND: [404, 'No API token with that id on this platform; send an id like Token:<uuid>, as GET /tokens lists it'],
  BULK_UPLOAD_JOB_NOT_FOUND: [404, 'No bulk upload job with that id on this platform; send the jobId POST /customers/bulk/csv returned'],
  REFERENCE_NOT_FOUND: [404, 'Reference not found'],
  UMA_NOT_FOUND: [404, 'No receiver exists at that UMA address; check the address ($name@domain) with its owner'],
  STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND: [404, 'Stablecoin provider account not found'],
  ACCOUNT_NOT_FOUND: [404, 'No account with that id on this platform; send an id like InternalAccount:<uuid>, as GET /customers/internal-accounts or GET /platform/internal-accounts lists it'],
  AUTH_METHOD_NOT_FOUND: [404, 'No credential with that id on this platform; send an id like AuthMethod:<uuid>, as GET /auth/credentials lists it'],
  CUSTOMER_NOT_FOUND: [404, 'No customer with that id on this platform; send an id like Customer:<uuid>, as POST /customers or GET /customers returned it'],
  DOCUMENT_HOLDER_NOT_FOUND: [404, 'No customer or beneficial owner with that id on this platform; send documentHolder as Customer:<uuid> or BeneficialOwner:<uuid>'],
  PAYMENT_URL_NOT_FOUND: [404, 'Payment URL not found'],
  PLATFORM_NOT_FOUND: [404, 'Platform not found'],
  REQUEST_NOT_FOUND: [404, 'Request not found'],
  SESSION_NOT_FOUND: [404, 'Session not found'],
  STABLECOIN_EXTERNAL_ACCOUNT_NOT_FOUND: [404, 'Stablecoin external account not found'],
  STABLECOIN_NOT_FOUND: [404, 'Stablecoin not found'],
  STABLECOIN_OPERATION_NOT_FOUND: [404, 'Stablecoin operation not found'],
  VERIFICATION_NOT_FOUND: [404, 'No verification with that id on this platform; send an id like Verification:<uuid>, as POST /verifications returned it'],
  // 405
  METHOD_NOT_ALLOWED: [405, 'Method not allowed on this path; the Allow header lists the ones that are'],
  // 409
  CONFLICT: [409, 'The request conflicts with the current state'],
  IDEMPOTENCY_KEY_IN_USE: [409, 'A request with this Idempotency-Key is still being processed; repeat it with the same key once that one has finished'],
  TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL: [409, 'The transaction is not awaiting platform approval'],
  TRANSACTION_NOT_CANCELLABLE: [409, 'The transaction can no longer be cancelled'],
  UMA_ADDRESS_EXISTS: [409, 'That UMA address already exists; choose another'],
  EMAIL_OTP_EMAIL_ALREADY_EXISTS: [409, 'The e-mail is already tied to an EMAIL_OTP credential'],
  EMAIL_OTP_CREDENTIAL_SET_CHANGED: [409, 'The EMAIL_OTP credentials changed after the challenge was issued'],
  PASSKEY_ALREADY_ENROLLED: [409, 'The customer already has an enrolled passkey factor'],
  SCA_SESSION_REQUIRED: [409, 'A strong customer authentication session is required'],
  BENEFICIARY_TRUSTED: [409, 'A trusted beneficiary cannot be deleted; untrust it first'],
  BANK_ACCOUNT_VALIDATION_PENDING: [409, 'The bank account is still being validated; retry later'],
  INVALID_STATE_TRANSITION: [409, 'That status change is not allowed'],
  CARD_ALREADY_CLOSED: [409, 'The card is already closed'],
  CARD_NOT_MUTABLE: [409, 'A closed card cannot be changed'],
  CARD_LIMIT_REACHED: [409, 'The card limit has been reached'],
  STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE: [409, 'Enablement can only be requested from NOT_ENABLED'],
  DOCUMENT_ALREADY_EXISTS: [409, 'A document of this type exists; replace it with PUT'],
  DUPLICATE_EXTERNAL_ACCOUNT: [409, 'An equivalent external account already exists; use it (GET /customers/external-accounts lists it) instead of creating another'],
  DUPLICATE_PAY_REQUEST: [409, 'A pay request with this idempotency key exists'],
  SMS_OTP_CREDENTIAL_SET_CHANGED: [409, 'The SMS_OTP credentials changed after the challenge was issued'],
  SMS_OTP_PHONE_NUMBER_ALREADY_EXISTS: [409, 'The phone number is already tied to an SMS_OTP credential'],
  STABLECOIN_SYMBOL_ALREADY_EXISTS: [409, 'A stablecoin with this symbol is already registered'],
  STABLECOIN_TOKEN_IDENTIFIER_ALREADY_EXISTS: [409, 'A stablecoin with this token identifier is already registered'],
  WALLET_NOT_PROVISIONED: [409, 'The embedded wallet is not provisioned'],
  // 410, 413, 415, 422, 423
  CUSTOMER_DELETED: [410, 'The customer has been deleted; create a new one with POST /customers'],
  PAYLOAD_TOO_LARGE: [413, 'The request body is larger than 1 MB (1,048,576 bytes), the most a JSON body may be; send less (a document file may be 10 MB, sent as multipart/form-data)'],
  UNSUPPORTED_MEDIA_TYPE: [415, 'Send the body as Content-Type: application/json'],
  IDEMPOTENCY_KEY_REUSED: [422, 'This Idempotency-Key was used with a different request; send a new key for a new request, or repeat the first one exactly'],
  ACCOUNT_LOCKED: [423, 'The account is locked'],
  // 429
  RATE_LIMITED: [429, 'Too many requests; retry after the seconds in Retry-After'],
  DAILY_VOLUME_LIMIT_EXCEEDED: [429, 'The daily volume limit has been reached'],
  // 5xx
  INTERNAL_ERROR: [500, 'Internal error; quote details.requestId to the operator, whose log holds the cause'],
  SERVICE_SWITCH_ERROR: [500, 'The payment switch failed'],
  NOT_IMPLEMENTED: [501, 'This operation is not implemented yet'],
  SERVICE_UNAVAILABLE: [503, 'The service is temporarily unavailable; retry after the seconds in Retry-After'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof catalogue;

/**
 * The longest reason, or field error message, an error carries. Messages quote what the client
 * sent ("EURX is not a supported currency"); a hostile value was quoted whole, up to three times
 * (reason, message, field error): a 3 MB reply to a 1 MB request. A field's path is the
 * client's too (a 10 KB unknown field name); the contract bounds it at 1024.
 */
const MAX_MESSAGE_LENGTH = 500;
const MAX_FIELD_LENGTH = 1024;

/** At most `max` characters, the last of them an ellipsis when cut. */
function clip(text: string, max = MAX_MESSAGE_LENGTH): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 2);
  // Never half of a surrogate pair.
  const end = code >= 0xd800 && code <= 0xdbff ? max - 2 : max - 1;
  return `${text.slice(0, end)}…`;
}

export type FieldError = { field: string; constraint: string; message: string };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly reason: string,
    readonly details?: Record<string, unknown>,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(`${code}: ${reason}`);
  }

  toBody(): Record<string, unknown> {
    const body: Record<string, unknown> = { status: this.status, code: this.code, reason: this.reason, message: this.reason };
    if (this.details !== undefined) body.details = this.details;
    return body;
  }
}

type Factory = (reason?: string, details?: Record<string, unknown>, headers?: Record<string, string>) => ApiError;

export const errors = Object.fromEntries(
  Object.entries(catalogue).map(([code, [status, text]]) => [
    code,
    (reason?: string, details?: Record<string, unknown>, headers?: Record<string, string>) =>
      new ApiError(status, code as ErrorCode, clip(reason ?? text), clipFieldErrors(details), headers),
  ]),
) as Record<ErrorCode, Factory>;

export function statusOf(code: ErrorCode): number {
  return catalogue[code][0];
}

/**
 * The most field errors one reply lists. A hostile body can break a rule thousands of times (an
 * array of 10,000 bad items); the first fifty are enough to act on, and keep the reply, and the
 * work of making it, small.
 */
export const MAX_FIELD_ERRORS = 50;

/** details.errors, each message and field path clipped. */
function clipFieldErrors(details: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  const list = details?.errors;
  const long = (e: { message?: unknown; field?: unknown }) =>
    (typeof e?.message === 'string' && e.message.length > MAX_MESSAGE_LENGTH) || (typeof e?.field === 'string' && e.field.length > MAX_FIELD_LENGTH);
  if (!Array.isArray(list) || !list.some(long)) return details;
  return {
    ...details,
    errors: list.map((e) =>
      e && typeof e === 'object'
        ? {
            ...e,
            ...(typeof e.message === 'string' ? { message: clip(e.message) } : {}),
            ...(typeof e.field === 'string' ? { field: clip(e.field, MAX_FIELD_LENGTH) } : {}),
          }
        : e,
    ),
  };
}

/** 400 INVALID_INPUT listing every invalid field at once (the first MAX_FIELD_ERRORS of them). */
export function invalidInput(fieldErrors: FieldError[], reason?: string): ApiError {
  const listed = fieldErrors.slice(0, MAX_FIELD_ERRORS);
  const text =
    reason ??
    (fieldErrors.length === 1
      ? fieldErrors[0].message
      : fieldErrors.length > MAX_FIELD_ERRORS
        ? `More than ${MAX_FIELD_ERRORS} fields are invalid; the first ${MAX_FIELD_ERRORS} are listed`
        : `${fieldErrors.length} fields are invalid; details.errors says what to send for each`);
  return errors.INVALID_INPUT(text, { errors: listed });
}

/**
 * 415 naming the content types the operation takes. The type the client sent is not quoted:
 * the header is theirs, and "not text/plain" teaches nothing "send application/json" does not.
 */
export function unsupportedMediaType(accepted: readonly string[]): ApiError {
  if (accepted.length === 0) return errors.UNSUPPORTED_MEDIA_TYPE('This operation takes no request body; send none, and no Content-Type', { accepted: [] });
  return errors.UNSUPPORTED_MEDIA_TYPE(`Send the body as Content-Type: ${accepted.join(' or ')}`, { accepted });
}

/**
 * 409 IDEMPOTENCY_KEY_IN_USE. Unlike other conflicts, repeating it helps: once the request
 * holding the key ends, the same request gets its reply. Retry-After says so (and tells SDKs
 * of the reference to repeat it, src/http/retry-advice.ts).
 */
export function idempotencyKeyInUse(reason: string, details?: Record<string, unknown>): ApiError {
  return errors.IDEMPOTENCY_KEY_IN_USE(reason, details, { 'retry-after': '1' });
}

export function fieldError(field: string, constraint: string, message: string): FieldError {
  return { field, constraint, message };
}

export const allErrorCodes = Object.keys(catalogue) as ErrorCode[];
