/** The page-template picker (spec 'Screen pieces' 2). */
export function TemplatePicker() {
  return <div>模版页面</div>;
}
