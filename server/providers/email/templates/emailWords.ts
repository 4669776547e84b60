import emailsJson from '../../../../journey/content/emails.json';

/** The words of the e-mails (journey/content/emails.json), as product staff write them. */
export type EmailWords = typeof emailsJson;

/** The journey's e-mail words. */
export const emailWords: EmailWords = emailsJson;
