/** Crawlers and link previewers: they get plain responses instead of the playful error page. */
const BOT_PATTERN =
  /bot\b|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|discordbot|headlesschrome\/.*lighthouse|google-inspectiontool|mediapartners-google|yandex|baiduspider|duckduckgo|petalbot|applebot/i;

export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}
