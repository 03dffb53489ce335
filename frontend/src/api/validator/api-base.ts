/** Where the Validator's API lives; EAsyView serves the same project and run shapes under its own base. */
export const VALIDATOR_API = '/api/validator';
