// The store module (issue 16). Other modules reach it only through this file.
export * from './audit/index';
