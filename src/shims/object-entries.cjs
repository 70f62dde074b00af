// node-polyglot's `object.entries` polyfill drags in es-abstract (get-intrinsic and friends);
// every browser this app supports has Object.entries natively.
module.exports = function entries(object) {
  return Object.entries(object);
};
