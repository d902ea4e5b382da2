// A module webpack's `resolve.alias` maps to false (a package left out of the bundle): an empty one, as webpack makes it.
module.exports = {};
