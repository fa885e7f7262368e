/** /blog/{id}, /roadmap/{id}, /image/{id}: a single post (spec 001 §2 "Post page"). */
import { definePage } from "../src/ssr/page.ts";

export default definePage({
  title: "Post Not Found",
  render: () => (
    <div className="container page">
      <a href="/" className="btn btn-small">Back</a>
      <section className="card post-missing" aria-labelledby="post-missing-title">
        <h1 id="post-missing-title">Post Not Found</h1>
        <p className="muted">The post you're looking for doesn't exist or has been removed.</p>
        <a href="/" className="btn btn-primary">Go Home</a>
      </section>
    </div>
  ),
});
