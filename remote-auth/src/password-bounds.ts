/** Password length bounds of the contract's register and reset bodies, shared by every password form. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
