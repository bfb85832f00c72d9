export const endpoints = {};
