// A throwaway certificate authority and a certificate for "localhost" it signed, made with
// openssl, so the scanner can talk HTTPS to the local server and trust it (NODE_EXTRA_CA_CERTS).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const dir = path.resolve(".cache/observatory/tls");
const file = (name) => path.join(dir, name);
const openssl = (...args) =>
  execFileSync("openssl", args, { stdio: ["ignore", "ignore", "pipe"] });

export function localhostCertificate() {
  if (!existsSync(file("localhost.crt"))) {
    mkdirSync(dir, { recursive: true });
    openssl(
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "30",
      "-subj",
      "/CN=Observatory scan CA",
      "-keyout",
      file("ca.key"),
      "-out",
      file("ca.crt"),
    );
    openssl(
      "req",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-subj",
      "/CN=localhost",
      "-keyout",
      file("localhost.key"),
      "-out",
      file("localhost.csr"),
    );
    writeFileSync(file("san.ext"), "subjectAltName=DNS:localhost\n");
    openssl(
      "x509",
      "-req",
      "-in",
      file("localhost.csr"),
      "-days",
      "30",
      "-CA",
      file("ca.crt"),
      "-CAkey",
      file("ca.key"),
      "-CAcreateserial",
      "-extfile",
      file("san.ext"),
      "-out",
      file("localhost.crt"),
    );
  }
  return {
    caFile: file("ca.crt"),
    key: readFileSync(file("localhost.key")),
    cert: readFileSync(file("localhost.crt")),
  };
}
