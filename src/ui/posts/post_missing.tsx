/** The single-post page when the post cannot be loaded (spec 001 §2 "Post page"). */

export function PostMissing() {
  return (
    <section className="card post-missing" aria-labelledby="post-missing-title">
      <h1 id="post-missing-title">Post Not Found</h1>
      <p className="muted">The post you're looking for doesn't exist or has been removed.</p>
      <a href="/" className="btn btn-primary">Go Home</a>
    </section>
  );
}
