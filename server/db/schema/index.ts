export * from './auth';
export * from './certifications';
export * from './homepage';
export * from './messages';
export * from './operation-log';
export * from './projects';
export * from './tenants';
export * from './users';
