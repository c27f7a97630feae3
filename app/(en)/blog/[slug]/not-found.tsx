// For a post that disappears between proxy.ts's look-up and the render (it remembers a found
// post for 10 seconds); every other missing post is answered by /post-not-found.
export { PostNotFound as default } from "@/components/blog/post-not-found";
