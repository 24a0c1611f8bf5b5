export interface RecordedRequest {
  method: string | undefined
  pathname: string
  search: string
  authorization: string | null
}
export interface FakeDirectusOptions {
  contentDir: string
  token?: string
  port?: number
  override?: (req: { collection: string | null; pathname: string }) => { status: number; body?: unknown } | "drop" | null
}
export function startFakeDirectus(options: FakeDirectusOptions): Promise<{ url: string; requests: RecordedRequest[]; close(): Promise<void> }>
