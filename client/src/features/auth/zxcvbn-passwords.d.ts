// The common-passwords list of @zxcvbn-ts/language-common, imported by its file (common-passwords.ts).
declare module '@zxcvbn-ts/language-common/dist/passwords.json.mjs' {
  const passwords: string[];
  export default passwords;
}
