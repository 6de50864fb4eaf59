/** Runs one webpack build in this process and reports its errors as one exception. */
import webpack, { type Configuration, type Stats } from 'webpack';

export function runWebpack(config: Configuration): Promise<Stats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (!stats) return reject(new Error('webpack produced no result'));
        if (stats.hasErrors()) return reject(new Error(`The ${config.name ?? ''} build failed:\n${stats.toString('errors-only')}`));
        resolve(stats);
      });
    });
  });
}
