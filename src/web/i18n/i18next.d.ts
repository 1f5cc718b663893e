import 'i18next';

// Keys are checked at compile time: each ns/ module adds its namespace to ResourceNamespaceMap.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
  }
}
