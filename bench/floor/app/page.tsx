export default function Page() {
  return <p>Hello from the framework floor.</p>;
}
