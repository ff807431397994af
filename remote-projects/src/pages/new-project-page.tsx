/** Route /new-project. */
export default function NewProjectPage() {
  return (
    <>
      <h1>New project</h1>
      <p>Create a website project with its agency, brand and type of website.</p>
    </>
  );
}
