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
export function startServer(options?: ServerOptions): Promise<{ server: Server; url: string; close(): Promise<void> }>
