// The record server's messages the app shows (docs/decisions/061), exactly as the server and its
// client library send them: the default catalogue says them as sent; a chosen language, in its
// own words. `{{…}}` marks the number a message carries.
export const serverErrorsCatalogue = {
  serverErrors: {
    messages: {
      createFailed: 'Failed to create record.',
      updateFailed: 'Failed to update record.',
      deleteFailed:
        'Failed to delete record. Make sure that the record is not part of a required relation reference.',
      notFound: "The requested resource wasn't found.",
      missingId: 'Missing required record id.',
      generic: 'Something went wrong while processing your request.',
      forbidden: 'You are not allowed to perform this request.',
      signInRequired: 'The request requires valid record authorization token to be set.',
      authFailed: 'Failed to authenticate.',
      tooManySignIns: 'Too many failed sign-in attempts, try again later.',
      changedElsewhere: 'The record was changed by someone else since it was read.',
      tooLarge: 'Request entity too large.',
      badData: 'Failed to load the submitted data due to invalid formatting.',
      weakPassword:
        'The password is too easy to guess; use a longer phrase or add unrelated words.',
    },
    fields: {
      required: 'Cannot be blank.',
      missing: 'Missing required value.',
      notUnique: 'Value must be unique.',
      email: 'Must be a valid email address.',
      date: 'Must be a valid date.',
      number: 'Must be a valid number.',
      noDecimals: 'Decimal numbers are not allowed.',
      format: 'Must be in a valid format.',
      value: 'Must be a valid value.',
      invalid: 'Invalid value.',
      blank: 'Must be blank.',
      url: 'Must be a valid URL.',
      lengthBetween: 'The length must be between {{min}} and {{max}}.',
      lengthExactly: 'The length must be exactly {{length}}.',
      lengthAtMost: 'The length must be no more than {{max}}.',
      atLeast: 'Must be no less than {{min}}.',
      atMost: 'Must be no greater than {{max}}.',
    },
  },
} as const;
