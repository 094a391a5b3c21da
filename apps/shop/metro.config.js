/* eslint-disable @typescript-eslint/no-require-imports -- Metro reads a CommonJS config. */
// Metro's transform cache lives in this checkout, not in the machine's shared temp folder: a cache
// filled by another checkout of the shop carries that checkout's file paths, and an export served
// from it silently lost the routes' data loaders (pages rendered without their content).
const path = require('node:path');
const { getDefaultConfig } = require('expo/metro-config');
const { FileStore } = require('metro-cache');

const config = getDefaultConfig(__dirname);
config.cacheStores = [new FileStore({ root: path.join(__dirname, 'node_modules', '.cache', 'metro') })];

module.exports = config;
