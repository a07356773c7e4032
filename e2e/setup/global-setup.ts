// Placeholder replaced by the browser-test harness (build web, start server, provide base URL).
export default async function setup(): Promise<void> {}
