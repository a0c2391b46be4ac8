/* global module */
// node-polyglot (react-admin's translator) requires the object.entries polyfill, which brings about 35 kB of
// es-abstract helpers into the member app's first load; every browser the app supports has Object.entries, so
// vite.config.ts resolves the polyfill to the built-in.
module.exports = Object.entries;
