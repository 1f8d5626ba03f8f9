/** cardref's version (package.json's, which a test keeps equal): `--version`, the protocol's `hello`. */
export const VERSION = '0.1.0';
