/**
 * The tslib helpers browser code calls (see ./index.ts). A helper missing here
 * is undefined where it is called: tests/e2e/robustness.spec.ts fails when the
 * built JavaScript calls one.
 */
export {__importDefault} from 'tslib/tslib.es6.mjs';
