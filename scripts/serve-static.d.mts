import type { IncomingMessage, Server, ServerResponse } from "node:http"
export interface ServerOptions {
  dir?: string
  port?: number
  host?: string
  handle?: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean> | boolean
  hostFiles?: boolean
  hostFilesFrom?: string
  headers?: Record<string, string>
}
/** Whether a request stays on this machine (loopback, data: or blob:); tests and tools abort every other. */
export function staysOnMachine(url: string): boolean
export function startServer(options?: ServerOptions): Promise<{ server: Server; url: string; close(): Promise<void> }>
