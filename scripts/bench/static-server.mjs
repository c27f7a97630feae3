// The baseline for the load test: a bare node:http server that answers every request with one
// HTML file's bytes. It runs in its own process so it does not share autocannon's event loop.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, port] = process.argv.slice(2);
const body = readFileSync(file);

createServer((_request, response) => {
  response.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "content-length": body.length,
  });
  response.end(body);
}).listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
