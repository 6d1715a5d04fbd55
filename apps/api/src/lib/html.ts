/** Text made safe to put between tags or in a quoted attribute of HTML the server writes itself. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
