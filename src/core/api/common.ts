// The shared schemas live in ./schemas so the reference API can import them without the http client.
export { EmailBody, Id, Ignored, NameList, OptionalText } from './schemas/common';
