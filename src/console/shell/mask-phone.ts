/** 13800000001 → 138****0001: a phone shown on screen keeps its middle to itself. */
export const maskPhone = (phone: string): string => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
