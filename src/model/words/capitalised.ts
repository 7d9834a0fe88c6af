/** Words as they start a line or a sentence: "phone numbers" → "Phone numbers". */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)
