// A stand-in for the prop-types package when the site has not installed it. React checks props against these only
// while developing, and a check never changes what renders: here every check passes.
type Validator = ((...args: unknown[]) => null) & { isRequired: Validator };

const check = (() => null) as unknown as Validator;
check.isRequired = check;
const factory = (..._args: unknown[]): Validator => check;

export const any = check;
export const array = check;
export const bigint = check;
export const bool = check;
export const func = check;
export const number = check;
export const object = check;
export const string = check;
export const symbol = check;
export const node = check;
export const element = check;
export const elementType = check;
export const instanceOf = factory;
export const oneOf = factory;
export const oneOfType = factory;
export const arrayOf = factory;
export const objectOf = factory;
export const shape = factory;
export const exact = factory;
export const checkPropTypes = (..._args: unknown[]): void => undefined;
export const resetWarningCache = (): void => undefined;

const PropTypes = { any, array, bigint, bool, func, number, object, string, symbol, node, element, elementType, instanceOf, oneOf, oneOfType, arrayOf, objectOf, shape, exact, checkPropTypes, resetWarningCache };
export default PropTypes;
