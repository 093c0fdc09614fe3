export * from './api.ts';
export * from './labels.ts';
export * from './messages.ts';
export * from './modules.ts';
export * from './password.ts';
