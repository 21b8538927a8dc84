/** Same keys, any strings: the English file must have exactly the Arabic file's shape. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
