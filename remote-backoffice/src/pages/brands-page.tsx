/** Route /backoffice/brands (exact). */
export default function BrandsPage() {
  return (
    <>
      <h1>Brands</h1>
      <p>Brands of the group and whether they are active.</p>
    </>
  );
}
