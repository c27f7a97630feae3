// What a host like Vercel puts in front of `next start`: HTTPS on 443, and plain HTTP on 80
// answering with a permanent redirect to HTTPS. The scanner only ever asks for "/", so the front
// maps "/" to the page being graded (`front.target`); every other path passes through unchanged.
import http from "node:http";
import https from "node:https";

const listen = (server, port) =>
  new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });

export async function startFront({ upstreamPort, key, cert }) {
  const front = { target: "/" };
  const tlsServer = https.createServer({ key, cert }, (req, res) => {
    const url = req.url === "/" ? front.target : req.url;
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: upstreamPort,
        path: url,
        method: req.method,
        headers: { ...req.headers, "x-forwarded-proto": "https" },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  const redirectServer = http.createServer((req, res) => {
    res.writeHead(301, { location: `https://localhost${req.url}` }).end();
  });
  await listen(tlsServer, 443);
  await listen(redirectServer, 80);
  front.close = () => {
    tlsServer.close();
    redirectServer.close();
  };
  return front;
}
