// A loopback stand-in for Directus's REST API that answers from a content snapshot in the exact
// response shapes Directus uses ({ data }, 100 items unless limit=-1, bearer auth, /assets bytes).
// Used by the source plugin's tests and by the sentinel-token build. Never for editing content:
// cms/ runs the real Directus.
import { createServer } from "node:http"
import { promises as fs } from "node:fs"
import path from "node:path"

const json = (res, status, body) => {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" })
  res.end(JSON.stringify(body))
}

/**
 * @param {{ contentDir: string, token?: string, port?: number,
 *   override?: (req: { collection: string | null, pathname: string }) => ({ status: number, body?: unknown } | "drop" | null) }} options
 */
export async function startFakeDirectus({ contentDir, token = "", port = 0, override } = {}) {
  const requests = []
  const read = async name => JSON.parse(await fs.readFile(path.join(contentDir, name), "utf8"))
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1")
    const itemMatch = /^\/items\/([^/]+)$/.exec(url.pathname)
    const collection = itemMatch ? itemMatch[1] : url.pathname.startsWith("/files") || url.pathname.startsWith("/assets") ? "directus_files" : null
    requests.push({ method: req.method, pathname: url.pathname, search: url.search, authorization: req.headers.authorization ?? null })
    const forced = override?.({ collection, pathname: url.pathname })
    if (forced === "drop") return req.socket.destroy()
    if (forced) return json(res, forced.status, forced.body ?? { errors: [{ message: "forced" }] })
    if (token && req.headers.authorization !== `Bearer ${token}`) {
      return json(res, 401, { errors: [{ message: "Invalid user credentials.", extensions: { code: "INVALID_CREDENTIALS" } }] })
    }
    try {
      if (url.pathname === "/server/ping") return res.end("pong")
      if (itemMatch) {
        const data = await read(`${collection}.json`)
        if (!Array.isArray(data)) return json(res, 200, { data })
        const limit = Number(url.searchParams.get("limit") ?? "100")
        return json(res, 200, { data: limit === -1 ? data : data.slice(0, limit) })
      }
      if (url.pathname === "/files") {
        const files = await read("files.json")
        const filter = JSON.parse(url.searchParams.get("filter") ?? "{}")
        const ids = filter?.id?._in
        const list = Array.isArray(ids) ? files.filter(f => ids.includes(f.id)) : files
        const limit = Number(url.searchParams.get("limit") ?? "100")
        return json(res, 200, { data: limit === -1 ? list : list.slice(0, limit) })
      }
      const asset = /^\/assets\/([^/]+)$/.exec(url.pathname)
      if (asset) {
        const file = (await read("files.json")).find(f => f.id === decodeURIComponent(asset[1]))
        if (!file) return json(res, 404, { errors: [{ message: "Route doesn't exist." }] })
        res.writeHead(200, { "Content-Type": file.type ?? "application/octet-stream" })
        return res.end(await fs.readFile(path.join(contentDir, "assets", file.filename_download)))
      }
      return json(res, 404, { errors: [{ message: "Route doesn't exist." }] })
    } catch (error) {
      return json(res, 500, { errors: [{ message: String(error) }] })
    }
  })
  await new Promise(resolve => server.listen(port, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    requests,
    close: () => new Promise(resolve => { server.closeAllConnections?.(); server.close(resolve) }),
  }
}
