export * from './access/index.js';
export * from './constants.js';
export * from './messages.js';
export * from './booking-rules.js';
export * from './schemas/auth.js';
export * from './schemas/common.js';
