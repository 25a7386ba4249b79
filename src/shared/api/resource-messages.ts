/**
 * What the usual calls of a project resource kind answer, in one pattern for every kind:
 * 「发音人不存在」「发音人已创建」…「项目中已有同名发音人」.
 */
export function resourceMessages<Noun extends string>(noun: Noun) {
  return {
    notFound: `${noun}不存在`,
    created: `${noun}已创建`,
    saved: `${noun}已保存`,
    enabled: `${noun}已启用`,
    disabled: `${noun}已停用`,
    nameTaken: `项目中已有同名${noun}`,
  } as const;
}
