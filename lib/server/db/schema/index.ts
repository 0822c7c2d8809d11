export * from './tenancy';
export * from './catalog';
export * from './customers';
export * from './portal';
export * from './orders';
export * from './engagement';
export * from './content';
export * from './mail';
