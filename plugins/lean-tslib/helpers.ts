/**
 * The tslib helpers browser code calls (see ./index.ts). A helper missing here
 * is undefined where it is called, and the browser tests fail on the error.
 */
export {__importDefault} from 'tslib/tslib.es6.mjs';
